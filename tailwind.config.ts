import type { Config } from 'tailwindcss';

/** Design tokens of the site. Breakpoints follow SPEC §9: desktop above 996 px, narrow at 768 px. */
export default {
  // Class names live in the theme and page components only; Markdown is never scanned (fast hot reload).
  content: ['./theme/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        narrow: '769px',
        desk: '997px',
      },
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd6ff',
          500: '#3b82f6',
          600: '#1d64d8',
          700: '#174ea8',
          900: '#0f2d5e',
        },
        ink: '#111827',
        muted: '#4b5563',
        line: '#e5e7eb',
        surface: '#f8fafc',
      },
      boxShadow: {
        card: '0 8px 24px -8px rgb(15 45 94 / 0.18)',
      },
      fontFamily: {
        sans: [
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
