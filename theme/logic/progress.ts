import { PROGRESS_BAR } from './constants';

/**
 * The navigation progress bar: starts at the minimum, creeps on in ever smaller steps
 * while the next page loads, fills when it has, then fades. nprogress's behaviour and markup
 * (`#nprogress .bar`, styled by the nprogress stylesheet Rspress's base styles include), without
 * its script.
 */

const ID = 'nprogress';
let value: number | null = null;
let trickle: ReturnType<typeof setInterval> | undefined;
/** The fill-then-fade of a finished bar; a navigation starting meanwhile takes the bar over. */
let finishing: ReturnType<typeof setTimeout> | undefined;

/** nprogress's trickle step: large while little has loaded, smaller as the bar nears the end, which it never reaches. */
export function nextValue(current: number): number {
  const step = current < 0.2 ? 0.1 : current < 0.5 ? 0.04 : current < 0.8 ? 0.02 : current < 0.99 ? 0.005 : 0;
  return Math.min(current + step, 0.994);
}

function barElement(): HTMLElement {
  let root = document.getElementById(ID);
  if (!root) {
    root = document.createElement('div');
    root.id = ID;
    root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    document.body.appendChild(root);
  }
  return root.firstElementChild as HTMLElement;
}

function show(next: number) {
  value = next;
  const bar = barElement();
  bar.style.transition = `transform ${PROGRESS_BAR.speedMs}ms ease, opacity ${PROGRESS_BAR.speedMs}ms ease`;
  bar.style.opacity = '1';
  bar.style.transform = `translate3d(${(next - 1) * 100}%, 0, 0)`;
}

export function startProgress(): void {
  if (value !== null && value < 1) return;
  clearTimeout(finishing);
  show(PROGRESS_BAR.minimum);
  trickle = setInterval(() => value !== null && value < 1 && show(nextValue(value)), PROGRESS_BAR.trickleMs);
}

export function doneProgress(): void {
  if (value === null) return;
  clearInterval(trickle);
  show(1);
  finishing = setTimeout(() => {
    barElement().style.opacity = '0';
    finishing = setTimeout(() => {
      document.getElementById(ID)?.remove();
      value = null;
    }, PROGRESS_BAR.speedMs);
  }, PROGRESS_BAR.speedMs);
}
