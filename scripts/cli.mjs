// `npm run cli`: the command line from the API's bundle (scripts/bundle-api.mjs), built first
// when missing or older than its sources. Under tsx, each command spent seconds loading
// drizzle-orm's hundreds of files before doing anything (decision 047).
import module from 'node:module';
import { pathToFileURL } from 'node:url';
import { bundleApi, CLI_BUNDLE } from './bundle-api.mjs';

await bundleApi();
module.enableCompileCache?.();
await import(pathToFileURL(CLI_BUNDLE).href);
