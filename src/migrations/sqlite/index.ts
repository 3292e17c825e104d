import * as migration_20261122_001942_initial from './20261122_001942_initial';

export const migrations = [
  {
    up: migration_20261122_001942_initial.up,
    down: migration_20261122_001942_initial.down,
    name: '20261122_001942_initial'
  },
];
