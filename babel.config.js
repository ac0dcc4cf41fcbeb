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
        { displayName: !api.env('production'), fileName: false, pure: true, ssr: false },
      ],
    ],
  };
};
