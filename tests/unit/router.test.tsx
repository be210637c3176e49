// @vitest-environment jsdom

import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { sections } from 'virtual-routes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BrowserRouter, type NavigateFunction, StaticRouter, useLocation, useNavigate, useSearchParams } from '../../theme/router';
import { type Location, parsePath, resolvePath } from '../../theme/router/paths';
import { stubRoute } from './stubs/route';

const at = (pathname: string, search = ''): Location => ({ pathname, search, hash: '', state: null, key: 'default' });

describe('router paths', () => {
  it('splits a path into pathname, search and hash', () => {
    expect(parsePath('/docs/a?x=1#part')).toEqual({ pathname: '/docs/a', search: '?x=1', hash: '#part' });
    expect(parsePath('#part')).toEqual({ hash: '#part' });
    expect(parsePath('?q=k8s')).toEqual({ search: '?q=k8s' });
  });

  it('resolves like react-router outside any <Routes>', () => {
    const current = at('/docs/a', '?x=1');
    expect(resolvePath('/blog/post#h', current)).toBe('/blog/post#h');
    expect(resolvePath('#h', current)).toBe('/docs/a#h');
    expect(resolvePath('?q=2', current)).toBe('/docs/a?q=2');
    expect(resolvePath('guide/b', current)).toBe('/guide/b');
    expect(resolvePath('', current)).toBe('/');
    expect(resolvePath({ pathname: '/case', search: '?i=1' }, current)).toBe('/case?i=1');
  });
});

let navigate: NavigateFunction;
let setSearch: ReturnType<typeof useSearchParams>[1];

function Probe() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  navigate = useNavigate();
  setSearch = setParams;
  return (
    <output data-testid="where" data-state={JSON.stringify(location.state)} data-q={params.get('q') ?? ''}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

const where = () => screen.getByTestId('where');

/** The probe in a browser router that updates at once (no transitions), under `basename` if given. */
const renderRouter = (basename?: string) =>
  render(
    <BrowserRouter basename={basename} useTransitions={false}>
      <Probe />
    </BrowserRouter>,
  );

describe('BrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/docs/a?x=1'));
  afterEach(cleanup);

  it('starts at the browser location and follows pushes, replaces and state', async () => {
    renderRouter();
    expect(where().textContent).toBe('/docs/a?x=1');
    const length = window.history.length;
    await act(async () => navigate('/blog/post#toc', { state: { from: 'a' } }));
    expect(where().textContent).toBe('/blog/post#toc');
    expect(window.location.pathname).toBe('/blog/post');
    expect(where().dataset.state).toBe('{"from":"a"}');
    expect(window.history.length).toBe(length + 1);
    await act(async () => navigate('/case', { replace: true }));
    expect(where().textContent).toBe('/case');
    expect(window.history.length).toBe(length + 1);
  });

  it('follows the Back button', async () => {
    renderRouter();
    await act(async () => navigate('/blog'));
    await act(async () => {
      window.history.replaceState(null, '', '/docs/b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where().textContent).toBe('/docs/b');
  });

  it('sets the query on the current path', async () => {
    renderRouter();
    await act(async () => setSearch({ q: 'helm' }));
    expect(where().textContent).toBe('/docs/a?q=helm');
    expect(where().dataset.q).toBe('helm');
  });

  it('keeps a base path out of the location and puts it back into URLs', async () => {
    window.history.replaceState(null, '', '/base/docs/a');
    renderRouter('/base');
    expect(where().textContent).toBe('/docs/a');
    await act(async () => navigate('/blog'));
    expect(window.location.pathname).toBe('/base/blog');
    expect(where().textContent).toBe('/blog');
  });

  /** A section whose routes arrive when the test says so. */
  function slowSection(section: string, path: string): () => void {
    let arrive: () => void = () => undefined;
    sections[section] = () =>
      new Promise((resolve) => {
        arrive = () => resolve({ default: [stubRoute(path)] });
      });
    return () => arrive();
  }

  it('shows a location in a section whose routes have not loaded once they arrive', async () => {
    const arrive = slowSection('news', '/news/today');
    renderRouter();
    await act(async () => navigate('/news/today'));
    expect(window.location.pathname).toBe('/news/today');
    expect(where().textContent).toBe('/docs/a?x=1');
    await act(async () => arrive());
    expect(where().textContent).toBe('/news/today');
  });

  it('shows the newest location when an older one was still waiting for its routes', async () => {
    const arrive = slowSection('archive', '/archive/2020');
    renderRouter();
    await act(async () => navigate('/archive/2020'));
    await act(async () => navigate('/case'));
    expect(where().textContent).toBe('/case');
    await act(async () => arrive());
    expect(where().textContent).toBe('/case');
  });
});

describe('StaticRouter', () => {
  it('renders the given location and refuses to navigate', () => {
    expect(
      renderToString(
        <StaticRouter location="/docs/a?x=1#h">
          <Probe />
        </StaticRouter>,
      ),
    ).toContain('/docs/a?x=1#h');
    expect(() => navigate('/blog')).toThrow('server');
  });

  it('hooks outside a router say what is missing', () => {
    expect(() => renderToString(<Probe />)).toThrow('<BrowserRouter> or <StaticRouter>');
  });
});
