import type { ComponentType } from 'react';
import type { MessageKey } from '../../platform/browser/i18n';
import type { AppState } from '../../app/state';
import { loadAccountSection } from '../../features/account/options';
import { loadAlertsSection } from '../../features/alerts/options';
import { loadDataSection } from '../../features/your-data/options';
import { loadDetectionSection } from '../../features/detection/options';
import { loadListsSection } from '../../features/lists/options';
import { loadTrackingSection } from '../../features/tracking/options';

export type SectionComponent = ComponentType<{ state: AppState }>;

export interface OptionsSection {
  /** Its address (`#alerts`), and its heading's id prefix (`alerts-heading`), as the section uses it. */
  id: string;
  heading: MessageKey;
  loading: MessageKey;
  load: () => Promise<SectionComponent>;
}

const loadAboutSection = (): Promise<SectionComponent> => import('./about-section').then((module) => module.AboutSettings);

/**
 * The settings, one section at a time, in the order of the side navigation. Each is a chunk of its
 * own: the page's first frame is its frame and navigation, and a section loads when it is shown.
 */
export const OPTIONS_SECTIONS: readonly OptionsSection[] = [
  { id: 'account', heading: 'optionsSectionAccount', loading: 'accountSectionLoading', load: loadAccountSection },
  { id: 'lists', heading: 'optionsSectionLists', loading: 'listsLoading', load: loadListsSection },
  { id: 'alerts', heading: 'optionsSectionAlerts', loading: 'alertsSectionLoading', load: loadAlertsSection },
  { id: 'tracking', heading: 'optionsSectionTracking', loading: 'trackingSectionLoading', load: loadTrackingSection },
  { id: 'detection', heading: 'optionsSectionDetection', loading: 'detectionSectionLoading', load: loadDetectionSection },
  { id: 'data', heading: 'optionsSectionData', loading: 'dataLoading', load: loadDataSection },
  { id: 'about', heading: 'optionsSectionAbout', loading: 'aboutSectionLoading', load: loadAboutSection },
];

/** The section a page address names (`#alerts`), or the first (Account) for any other. */
export function sectionOf(hash: string): OptionsSection {
  const id = hash.replace(/^#/, '');
  return OPTIONS_SECTIONS.find((section) => section.id === id) ?? (OPTIONS_SECTIONS[0] as OptionsSection);
}
