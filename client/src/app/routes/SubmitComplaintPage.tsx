import { ComplaintForm } from '@/features/complaints/components/ComplaintForm';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SubmitComplaintPage() {
  useDocumentTitle('Submit Complaint/Feedback');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Submit Complaint/Feedback</h1>
      <p className="mb-6 mt-2 text-slate-600">Tell us about a problem, or share an idea to make the store better.</p>
      <ComplaintForm />
    </div>
  );
}
