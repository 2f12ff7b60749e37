import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  // the design system, and the CMS blocks mfe-content renders its pages from
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../mfe-content/src/features/home/blocks/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  webpackFinal: async (webpackConfig) => ({
    ...webpackConfig,
    performance: { hints: false },
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
