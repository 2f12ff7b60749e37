import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-webpack5';

const require = createRequire(import.meta.url);

const config: StorybookConfig = {
  // the design system, and the CMS blocks mfe-content renders its pages from
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../mfe-content/src/features/home/blocks/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  webpackFinal: async (webpackConfig) => ({
    ...webpackConfig,
    performance: { hints: false },
    // the full ICU parser under the name platform loads it by (tools/webpack/common.js; the stories' catalogs
    // are not precompiled, so it is never loaded here, but the import must resolve)
    resolve: {
      ...webpackConfig.resolve,
      alias: { ...webpackConfig.resolve?.alias, 'zaalplek-full-icu-parser$': require.resolve('@formatjs/icu-messageformat-parser') },
    },
    // the hero's AVIF pictures (mfe-content's CMS blocks) are files like the other images
    module: { ...webpackConfig.module, rules: [...(webpackConfig.module?.rules ?? []), { test: /\.avif$/, type: 'asset/resource' }] },
  }),
  swc: () => ({
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  }),
};

export default config;
