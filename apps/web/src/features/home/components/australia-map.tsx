import type { KeyboardEvent } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, type MapState, STATE_SHAPES } from '../map/australia-states';
import classes from './australia-map.module.css';

/** The map of spec 000 §2.5: the five trading states can be clicked (or chosen with Enter or Space). */
export function AustraliaMap({ selected, onSelect }: { selected: MapState; onSelect: (state: MapState) => void }) {
  const choose = (state: string) => onSelect(state as MapState);
  const onKey = (state: string) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(state);
    }
  };
  return (
    <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className={classes.map} role="group" aria-label="Map of Australia by state">
      {STATE_SHAPES.map((shape) =>
        shape.selectable ? (
          <g
            key={shape.state}
            role="button"
            tabIndex={0}
            aria-label={`Show storage providers in ${shape.state}`}
            aria-pressed={selected === shape.state}
            className={classes.state}
            data-selected={selected === shape.state || undefined}
            data-state={shape.state}
            onClick={() => choose(shape.state)}
            onKeyDown={onKey(shape.state)}
          >
            <path d={shape.path} />
            <text x={shape.label[0]} y={shape.label[1]} textAnchor="middle" dominantBaseline="middle" aria-hidden>
              {shape.state}
            </text>
          </g>
        ) : (
          <g key={shape.state} className={classes.context} aria-hidden>
            <path d={shape.path} />
            <text x={shape.label[0]} y={shape.label[1]} textAnchor="middle" dominantBaseline="middle">
              {shape.state}
            </text>
          </g>
        ),
      )}
    </svg>
  );
}
