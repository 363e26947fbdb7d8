// Placeholder: the staff orders page (issue 6) is being written.
export default function StaffOrdersPage() {
  return null;
}
