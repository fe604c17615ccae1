/** The brand mark: a cat sitting on a Manhattan skyline, drawn inline so it never waits on a request. */
export function Logo({ size, className, style }: { size: number; className?: string; style?: React.CSSProperties }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
      style={style}
      data-testid="site-logo"
    >
      <circle cx="32" cy="32" r="31" fill="#9c4323" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="#f1cf7a" strokeWidth="1.5" />
      <path d="M10 46h6v-9h4v-6h3v6h4V27h5v-5h2v5h5v11h3v-7h4v7h3v8h5v4H10z" fill="#652a17" />
      <path d="M27 46c-1-6 0-11 3-14l-1-7 4 4h4l4-4-1 7c3 3 4 8 3 14z" fill="#231a15" />
      <path d="M41 44c5 0 8-3 7-8" fill="none" stroke="#231a15" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="32.5" cy="33" r="1.2" fill="#f1cf7a" />
      <circle cx="37.5" cy="33" r="1.2" fill="#f1cf7a" />
    </svg>
  );
}
