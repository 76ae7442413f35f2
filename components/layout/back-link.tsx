"use client";

/**
 * Back to where the reader came from on this site, one step in history once scripts run;
 * without scripts, or arriving from elsewhere, to the home page.
 */
export function BackLink({ label, className }: { label: string; className?: string }) {
  return (
    <a
      href="/"
      className={className}
      onClick={(event) => {
        const referrer = document.referrer ? new URL(document.referrer) : null;
        if (window.history.length <= 1 || referrer?.origin !== window.location.origin) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <span className="visually-hidden">{label}</span>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M19 12H5M11 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
