import { register } from 'node:module';

register('./browser-firestore-loader.mjs', import.meta.url);
