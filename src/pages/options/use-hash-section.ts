import { useCallback, useEffect, useState } from 'react';
import { sectionOf, type OptionsSection } from './options-sections';

/**
 * The section the page's address names (`#alerts`), following the address as the shopper navigates
 * (links, back and forward); `chosen` is true once they have moved from the section the page opened on.
 */
export function useHashSection(): { section: OptionsSection; chosen: boolean; settle: () => void } {
  const [section, setSection] = useState(() => sectionOf(location.hash));
  const [chosen, setChosen] = useState(false);
  useEffect(() => {
    const follow = () => {
      setSection(sectionOf(location.hash));
      setChosen(true);
      document.documentElement.scrollTop = 0;
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const settle = useCallback(() => setChosen(false), []);
  return { section, chosen, settle };
}
