// Small shared UI primitives. Feature code imports from here: `import { Button, Price } from '../../ui'`.
export { Button, buttonClass, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button';
export { IconButton, IconLink, IconCount, type IconButtonProps, type IconLinkProps } from './IconButton';
export { Dialog, type DialogProps } from './Dialog';
export { TextField, TextArea, type TextFieldProps, type TextAreaProps } from './TextField';
// SelectField, Checkbox and PhoneInput are imported from their own modules: only lazily loaded pages use them.
export { Price, type PriceProps } from './Price';
export { Badge, type BadgeTone } from './Badge';
export { Spinner, type SpinnerProps } from './Spinner';
export { LoadError, type LoadErrorProps } from './LoadError';
export { NameFields, type NameFieldsProps } from './NameFields';
export { QuantityControl, type QuantityControlProps } from './QuantityControl';
export { percentOff, formatPaise, formatRoundOff, type MoneyValue } from './money';
export * from './icons';
