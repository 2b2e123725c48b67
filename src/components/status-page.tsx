import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import controls from './controls.module.css';
import { MAIN_ID } from './skip-link';
import classes from './status-page.module.css';

type Props = {
  /** Above the title: a StatusIcon, or a loader. */
  icon?: ReactNode;
  code?: string;
  title: string;
  text: string;
  /** Links and buttons under the text (StatusLink, statusButtonProps). */
  action?: ReactNode;
  /** A small line under the actions (an error's reference). */
  note?: ReactNode;
  /** Outside every frame (the app's own 404, 403 and error pages): the page is its own main landmark. */
  main?: boolean;
};

/**
 * A full-width message page: 404, 403, errors, the expired-subscription notice. Plain markup, usable from server and
 * client components: every page loads its error and not-found boundaries (controls.module.css says why).
 */
export function StatusPage({ icon, code, title, text, action, note, main = false }: Props) {
  const page = (
    <div className={classes.page}>
      {icon}
      {code && <p className={`${classes.code} ltr-isolate`}>{code}</p>}
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.text}>{text}</p>
      {action && <div className={classes.actions}>{action}</div>}
      {note && <p className={classes.small}>{note}</p>}
    </div>
  );
  return main ? <main id={MAIN_ID}>{page}</main> : page;
}

/** A status page's icon in a tinted circle (Mantine's ThemeIcon, light variant, 64 px): an order cancelled, placed. */
export function StatusIcon({ color, children }: { color: 'green' | 'red'; children: ReactNode }) {
  return (
    <span className={classes.icon} data-color={color} aria-hidden>
      {children}
    </span>
  );
}

type Variant = { variant?: 'filled' | 'default' };

/** A status page's way on, looking like Mantine's Button. */
export function StatusLink({ variant = 'filled', ...props }: ComponentProps<typeof Link> & Variant) {
  return <Link {...props} className={`${controls.button} mantine-focus-auto`} data-variant={variant} />;
}

/** The props that make a plain button look like StatusLink (FrameError's "try again"). */
export const statusButtonProps = ({ variant = 'filled' }: Variant = {}) => ({
  className: `${controls.button} mantine-focus-auto`,
  'data-variant': variant,
});
