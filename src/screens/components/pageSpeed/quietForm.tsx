'use client'

import { type ComponentType, memo, useMemo } from 'react'
import { type FieldValues, useForm, useFormState, type UseFormProps, type UseFormReturn } from 'react-hook-form'

type Methods<Values extends FieldValues, Output> = Omit<UseFormReturn<Values, unknown, Output>, 'formState'>

/**
 * A form component whose fields render once while the page hydrates.
 *
 * `useForm` marks its form ready with a state update in a layout effect,
 * which React carries out at once, in the task that commits the hydrated
 * page: a form that called useForm itself would render all its fields a
 * second time while the phone can do nothing else (docs/decisions/063). Here
 * useForm runs in a small outer component, which alone takes that render.
 * It hands the form's methods (functions that never change) to `Body`
 * behind `memo`, and Body reads the form's state through `useFormState`,
 * so it renders again only when what it reads (errors, submitting) changes.
 *
 * `settings` is read at every render of the outer component, as useForm
 * reads its options; the default values count only the first time.
 * Values shown during render need `useWatch`: `watch()` does not render
 * Body again. Body's effects run before useForm's (a child's run before its
 * parent's), so in the first commit `getValues()` still gives the default
 * values: an effect there that changes values (a draft put back) is seen
 * through the values `watch` hands its callback.
 */
export function quietForm<Props extends object, Values extends FieldValues, Output = Values>(
  settings: (props: Props) => UseFormProps<Values, unknown, Output>,
  Body: ComponentType<Props & { form: UseFormReturn<Values, unknown, Output> }>,
): ComponentType<Props> {
  const QuietBody = memo(function QuietBody({ methods, ...props }: { methods: Methods<Values, Output> } & Props) {
    const formState = useFormState({ control: methods.control })
    const form = useMemo(() => ({ ...methods, formState }), [methods, formState])
    return <Body {...(props as unknown as Props)} form={form} />
  })

  function QuietForm(props: Props) {
    const { formState: _renderedAbove, ...methods } = useForm(settings(props))
    // The methods are the same functions at every render: one object for them keeps Body's memo.
    const stable = useMemo(() => methods, [methods.control]) // eslint-disable-line react-hooks/exhaustive-deps
    return <QuietBody {...props} methods={stable} />
  }
  QuietForm.displayName = `quietForm(${Body.displayName ?? Body.name})`
  return QuietForm
}
