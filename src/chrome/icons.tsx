import type { SocialNetwork } from "../shared/siteConfig.ts";

/** Small inline icons (no icon font, no network). Decorative: controls carry their own names. */
function Svg({ children, size = 20 }: { children: React.ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Svg>
    <path d="M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.24 4.24-1.41 1.41-4.24-4.24A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z" />
  </Svg>
);

export const MenuIcon = () => (
  <Svg>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg>
    <path d="M5.7 4.3 12 10.6l6.3-6.3 1.4 1.4-6.3 6.3 6.3 6.3-1.4 1.4-6.3-6.3-6.3 6.3-1.4-1.4 6.3-6.3-6.3-6.3z" />
  </Svg>
);

export const ChevronIcon = () => (
  <Svg size={14}>
    <path d="M6.4 8.6 12 14.2l5.6-5.6L19 10l-7 7-7-7z" />
  </Svg>
);

/** One icon per social network the site config may name. */
export const socialIcons: Record<SocialNetwork, () => React.JSX.Element> = {
  facebook: () => (
    <Svg>
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4C12.1 4 10.5 5.3 10.5 7.8v2.7H8v3h2.5V21z" />
    </Svg>
  ),
  x: () => (
    <Svg>
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    </Svg>
  ),
  instagram: () => (
    <Svg>
      <path d="M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4zM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3z" />
    </Svg>
  ),
  youtube: () => (
    <Svg>
      <path d="M21.6 7.2c.4 1.5.4 4.8.4 4.8s0 3.3-.4 4.8a2.5 2.5 0 0 1-1.8 1.8C18.3 19 12 19 12 19s-6.3 0-7.8-.4a2.5 2.5 0 0 1-1.8-1.8C2 15.3 2 12 2 12s0-3.3.4-4.8a2.5 2.5 0 0 1 1.8-1.8C5.7 5 12 5 12 5s6.3 0 7.8.4a2.5 2.5 0 0 1 1.8 1.8zM10 15l5.2-3L10 9z" />
    </Svg>
  ),
  linkedin: () => (
    <Svg>
      <path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zm6 0h2.9v1.7c.4-.8 1.4-1.9 3.3-1.9 3.3 0 3.8 2.1 3.8 4.9V21h-3v-6.9c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9v7H8.5z" />
    </Svg>
  ),
};
