// Jest 30 runs the ESM-only NestJS 12 under Node's VM modules (NODE_OPTIONS=--experimental-vm-modules,
// set by the npm scripts); TypeScript is compiled by @swc/jest with legacy decorators and their metadata.
const swc = (jsx) => [
  '@swc/jest',
  {
    // The root .swcrc is for the server build (it leaves test files out); tests bring their own options.
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: jsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // TypeScript's './x.js' imports to their sources; a package's own './data.json.js' module stays as it is (mapped to
  // the .json, Jest warns that JSON needs an import attribute).
  moduleNameMapper: { '^(\\.{1,2}/(?!.*\\.json\\.js$).*)\\.js$': '$1' },
  rootDir: '.',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/preload-nest.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: ['<rootDir>/server/**/*.spec.ts', '<rootDir>/shared/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      transform: { '^.+\\.tsx?$': swc(true) },
      moduleNameMapper: { ...common.moduleNameMapper, '\\.(css|svg|png|jpg|webp)$': '<rootDir>/client/test/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
      testMatch: ['<rootDir>/client/**/*.test.tsx', '<rootDir>/client/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/preload-nest.ts', '<rootDir>/test/e2e/support/e2e-timeout.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
    },
    {
      // Fault injection (`npm run test:faults`): kills the server, stops a PostgreSQL cluster, refuses SMTP; run on
      // its own in CI, one file at a time, since the faults are machine-wide.
      ...common,
      displayName: 'faults',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/preload-nest.ts'],
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: ['<rootDir>/test/faults/**/*.faults-spec.ts'],
    },
    {
      // Lighthouse measures time: it runs on its own, after everything else (npm test), so no other test shares the CPU.
      ...common,
      displayName: 'budgets',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc(false) },
      testMatch: ['<rootDir>/test/browser/**/*.budget-spec.ts'],
    },
  ],
};
