import { useId, useRef } from 'react';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal yes/no question; focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal role="alertdialog" labelledBy={titleId} describedBy={messageId} onClose={onCancel} initialFocus={cancelRef}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <p id={messageId}>{message}</p>
      <div className="modal__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
