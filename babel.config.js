// Babel compiles the app (webpack) and the tests (babel-jest); tsc only type-checks.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [
      [
        'babel-plugin-styled-components',
        // ssr: ids from the file path, so the build-time render and the browser name classes alike.
        { displayName: !api.env('production'), fileName: false, pure: true, ssr: true },
      ],
    ],
  };
};
