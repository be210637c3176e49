import { useEffect, useState } from 'react';

/** Navbar visibility: hidden while scrolling down, shown on scroll up or near the top, hidden after jumping to an anchor. */
export function useHideOnScroll(threshold = 64) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let anchorJump = false;
    const onScroll = () => {
      const y = window.scrollY;
      if (anchorJump) {
        anchorJump = false;
        setHidden(y > threshold);
      } else if (y <= threshold) setHidden(false);
      else if (y > last + 2) setHidden(true);
      else if (y < last - 2) setHidden(false);
      last = y;
    };
    const onHashChange = () => {
      anchorJump = true;
      setHidden(window.scrollY > threshold);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [threshold]);
  return hidden;
}
