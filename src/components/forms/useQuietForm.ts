'use client'

import { useEffect, useLayoutEffect, useState } from 'react'
import { type Control, createFormControl, type FieldValues, useFormState, type UseFormProps, type UseFormReturn } from 'react-hook-form'

/** The control is react-hook-form's own store, changed the way useForm changes it. */
function markReady<Values extends FieldValues, Context, Output>(control: Control<Values, Context, Output>) {
  control._formState.isReady = true
}

function markMounted<Values extends FieldValues, Context, Output>(control: Control<Values, Context, Output>) {
  if (!control._state.mount) {
    control._setValid()
    control._state.mount = true
  }
  control._removeUnmounted()
}

/**
 * react-hook-form's `useForm` without the render it adds to hydration.
 *
 * `useForm` marks the form ready with a state update in a layout effect,
 * which React carries out at once, in the task that commits the hydrated
 * page: the whole form renders a second time while the phone can do nothing
 * else (docs/decisions/031). Here the form's control is made once and its
 * state is read through `useFormState`, which renders again only when what
 * the form reads (errors, submitting) changes.
 *
 * The options are read once, when the form is made. Values watched during
 * render need `useWatch`: `watch()` would not render the form again.
 */
export function useQuietForm<Values extends FieldValues, Context = unknown, Output = Values>(
  options: UseFormProps<Values, Context, Output>,
): UseFormReturn<Values, Context, Output> {
  const [methods] = useState(() => createFormControl(options))
  const { control } = methods
  const formState = useFormState({ control })

  // Ready once the fields' refs are attached (they are children, so theirs run first):
  // an input a visitor typed in before hydration keeps its text, as with useForm.
  useLayoutEffect(() => markReady(control), [control])

  // What useForm does after every render: check validity once mounted, drop fields that left.
  useEffect(() => markMounted(control))

  return { ...methods, formState }
}
