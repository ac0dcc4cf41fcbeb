import '@testing-library/jest-dom';

// The app calls `/api` on its own origin; in tests that origin is jsdom's (or MSW's) localhost.
process.env.API_BASE_URL = 'http://localhost/api';
