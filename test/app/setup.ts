import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The app calls `/api` on its own origin; in tests that origin is jsdom's (or MSW's) localhost.
process.env.API_BASE_URL = 'http://localhost/api';
// The build's address of the measurement script (webpack.config.ts).
process.env.ANALYTICS_SCRIPT_URL = '/analytics.js';

// A page's first lazy load in a test file compiles its modules (Babel) on the spot: on a shared,
// busy machine that alone can pass Testing Library's default 1 s. What the tests wait for is
// unchanged; only how long a `findBy…` may wait for it.
configure({ asyncUtilTimeout: 5000 });
