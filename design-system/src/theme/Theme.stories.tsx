import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { theme } from './theme';
import { contrastRatio } from './contrast';

function Swatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {Object.entries(theme.colors).map(([name, value]) => (
        <div key={name} style={{ border: `1px solid ${theme.colors.border}`, borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
          <div style={{ height: 56, background: value }} />
          <div style={{ padding: 8, fontSize: 13 }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
            {value.startsWith('#') && (
              <>
                <br />
                <span>on white {contrastRatio(value, '#FFFFFF').toFixed(1)}:1</span>
              </>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}

function Typography() {
  return (
    <div>
      {Object.entries(theme.typography.fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '8px 0' }}>
          {name} ({size}) — Vergaderzaal in Utrecht voor 40 personen
        </p>
      ))}
    </div>
  );
}

function Spacing() {
  return (
    <div>
      {theme.spacing.map((px, step) => (
        <div key={step} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
          <code style={{ width: 80 }}>space({step})</code>
          <div style={{ width: px, height: 16, background: theme.colors.primary }} />
          <span>{px}px</span>
        </div>
      ))}
    </div>
  );
}

function Breakpoints() {
  return (
    <ul>
      {Object.entries(theme.media).map(([name, query]) => (
        <li key={name}>
          <strong>{name}</strong>: <code>{query}</code>
        </li>
      ))}
    </ul>
  );
}

const meta: Meta = { title: 'Foundations/Theme' };
export default meta;
type Story = StoryObj;

export const Colours: Story = { render: () => <Swatches /> };
export const TypeScale: Story = { render: () => <Typography /> };
export const SpacingScale: Story = { render: () => <Spacing /> };
export const MediaQueries: Story = { render: () => <Breakpoints /> };
export const FocusRing: Story = {
  render: () => <button style={{ padding: 12, outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 }}>Focus ring</button>,
};
