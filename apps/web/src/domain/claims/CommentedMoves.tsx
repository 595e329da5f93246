// A comment field with the moves it goes with (approve / ask for revision / reject; resubmit /
// withdraw / close): the first move is the primary button, and a move that needs a comment is
// refused in place until one is written. The comment starts empty again when the item's status
// changes, as its parent is keyed by status.
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField } from '../../components/ui/Field.tsx';
import { useI18n, type MessageKey } from '../../lib/i18n/i18n.ts';

export function CommentedMoves<M extends string>({
  label,
  hint,
  moves,
  labels,
  needsComment,
  busy,
  onMove,
}: {
  label: string;
  hint?: string;
  moves: readonly M[];
  labels: Record<M, MessageKey>;
  needsComment: (move: M) => boolean;
  busy: boolean;
  onMove: (move: M, comment: string) => void;
}) {
  const { t } = useI18n();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = (move: M) => {
    if (needsComment(move) && !comment.trim()) return setError(t('claim.commentRequired'));
    setError(undefined);
    onMove(move, comment.trim());
  };
  return (
    <div className="stack">
      <TextAreaField
        label={label}
        hint={hint}
        rows={2}
        maxLength={2000}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.target.value)}
      />
      <div className="cl-actions">
        {moves.map((m, i) => (
          <Button key={m} variant={i === 0 ? 'primary' : 'secondary'} disabled={busy} onClick={() => send(m)}>
            {t(labels[m])}
          </Button>
        ))}
      </div>
    </div>
  );
}
