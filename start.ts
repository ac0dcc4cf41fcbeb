/**
 * `npm start`: the local stack (server/stack/start.ts) running the browser build this repository
 * describes (webpack.config.ts) in its dev server. The two meet here, above both: the build's root
 * configuration uses the stack's modules (the client's settings, the `/api` proxy), so the stack is
 * handed the configuration rather than importing it back.
 */
import { startStack } from './server/stack/start';
import webpackConfig from './webpack.config';

startStack(() => webpackConfig({}, { mode: 'development' }));
