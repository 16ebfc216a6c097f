import type { ExtractionMethod } from '../../detection';
import type { AlertKind } from '../model/alerts';
import type { MessageKey } from '../../../platform/browser/i18n';
import type { ObservationSource } from '../../tracking';

export const METHOD_LABELS: Record<ExtractionMethod, MessageKey> = {
  'json-ld': 'methodJsonLd',
  microdata: 'methodMicrodata',
  rdfa: 'methodRdfa',
  opengraph: 'methodOpenGraph',
  'embedded-json': 'methodEmbeddedJson',
  visual: 'methodVisual',
};

export const SOURCE_LABELS: Record<ObservationSource, MessageKey> = {
  visit: 'historySourceVisit',
  recheck: 'historySourceRecheck',
};

export const KIND_LABELS: Record<AlertKind, MessageKey> = {
  target: 'alertKindTarget',
  drop: 'alertKindDrop',
  'back-in-stock': 'alertKindBackInStock',
  'list-activity': 'alertKindListActivity',
};
