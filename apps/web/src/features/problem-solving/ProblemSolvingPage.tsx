// problem-solving: one help article, addressed by its id; the help-centre issue fills in the content.
import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/ui/PlaceholderScreen.tsx';

export function ProblemSolvingPage() {
  const { articleId } = useParams();
  return <PlaceholderScreen key={articleId} titleKey="screen.problemSolving" textKey="screen.problemSolving.text" icon="book" />;
}
