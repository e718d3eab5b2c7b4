/**
 * Babel is used only by Jest (Vite builds with its own transform).
 * As the project-wide config of the client's Jest runs, it also compiles the server's pure rule
 * modules that src/config/rules.test.ts imports by relative path (no decorators there: files
 * with Nest or Mongoose decorators are not meant to be imported by the client).
 */
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: ['babel-plugin-transform-vite-meta-env'],
};
