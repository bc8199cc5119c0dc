import classes from './skip-link.module.css';

/** The first stop of the keyboard: jumps past the header to the page. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a href={`#${target}`} className={classes.skip}>
      Skip to content
    </a>
  );
}
