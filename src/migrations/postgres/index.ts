import * as migration_20261122_001947_initial from './20261122_001947_initial';
import * as migration_20261122_030658_submissions from './20261122_030658_submissions';

export const migrations = [
  {
    up: migration_20261122_001947_initial.up,
    down: migration_20261122_001947_initial.down,
    name: '20261122_001947_initial',
  },
  {
    up: migration_20261122_030658_submissions.up,
    down: migration_20261122_030658_submissions.down,
    name: '20261122_030658_submissions'
  },
];
