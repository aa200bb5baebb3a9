// The demo pictures' colour palettes.
export interface Palette {
  backgroundTop: string;
  backgroundBottom: string;
  accent: string;
  second: string;
  ink: string;
  light: string;
}

export const PALETTES = {
  rose: {
    backgroundTop: '#FDE2E4',
    backgroundBottom: '#FAC7D2',
    accent: '#E63965',
    second: '#FFB4A2',
    ink: '#6D2E46',
    light: '#FFF7F3',
  },
  saffron: {
    backgroundTop: '#FFF1D6',
    backgroundBottom: '#FFDC9A',
    accent: '#F08A24',
    second: '#FFC857',
    ink: '#7A3E0C',
    light: '#FFFBF0',
  },
  teal: {
    backgroundTop: '#DFF5F0',
    backgroundBottom: '#BFE7DC',
    accent: '#1F8A70',
    second: '#F4A259',
    ink: '#0B4F45',
    light: '#F6FFFC',
  },
  lavender: {
    backgroundTop: '#EEE6FA',
    backgroundBottom: '#D8C8F3',
    accent: '#7B5EA7',
    second: '#F7B2BD',
    ink: '#3E2A5C',
    light: '#FBF8FF',
  },
  peach: {
    backgroundTop: '#FFE8DC',
    backgroundBottom: '#FFCDB2',
    accent: '#E76F51',
    second: '#F4A261',
    ink: '#6B2C1A',
    light: '#FFF8F3',
  },
  marigold: {
    backgroundTop: '#FFF4CC',
    backgroundBottom: '#FFDB70',
    accent: '#D62828',
    second: '#F77F00',
    ink: '#5C1A0B',
    light: '#FFFDF2',
  },
  mint: {
    backgroundTop: '#E6F7E9',
    backgroundBottom: '#C8ECCF',
    accent: '#2A9D8F',
    second: '#E9C46A',
    ink: '#1D4D45',
    light: '#F7FFF8',
  },
  sky: {
    backgroundTop: '#E3F2FD',
    backgroundBottom: '#C6E2FA',
    accent: '#3A86FF',
    second: '#FFBE0B',
    ink: '#1B3A6B',
    light: '#F7FBFF',
  },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;
