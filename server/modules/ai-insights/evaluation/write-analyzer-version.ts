// Writes the offline analyzer's version beside its compiled code (part of `npm run build:server`):
//   node dist/server/modules/ai-insights/evaluation/write-analyzer-version.js
// The digest is of the TypeScript sources, so the built server and the tests, which run the sources, agree on it.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { digestOfSources, VERSION_FILE } from '../domain/analyzer-version.js';

const SOURCES = 'server/modules/ai-insights/domain/';
const BUILT = 'dist/server/modules/ai-insights/domain/';

const version = digestOfSources(pathToFileURL(SOURCES));
writeFileSync(`${BUILT}${VERSION_FILE}`, `${version}\n`);
console.log(`Analyzer version ${version} written to ${BUILT}${VERSION_FILE}`);
