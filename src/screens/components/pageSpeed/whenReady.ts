/**
 * Holds actions for something that is started on demand (a library fetched
 * at the first press) and carries them out once it is there. What is ready
 * is kept here, not in React state: a press that lands after the thing has
 * started but before React has re-rendered must still be carried out, not
 * queued for a start that has already happened.
 */
export function whenReady<T>() {
  let target: T | undefined
  let pending: ((target: T) => void) | undefined
  let start = () => {}
  return {
    /** What to call when an action has to wait; given by whoever can start the thing. */
    startWith(begin: () => void) {
      start = begin
    },
    /** Carries the action out now, or at `ready`, starting the thing if need be. Only the latest waiting action is kept. */
    run(action: (target: T) => void) {
      if (target !== undefined) return action(target)
      pending = action
      start()
    },
    ready(value: T) {
      target = value
      const queued = pending
      pending = undefined
      queued?.(value)
    },
    /** The thing is gone (unmounted): later actions wait for a new start. */
    reset() {
      target = undefined
      pending = undefined
    },
  }
}
