/** The teaching ENROLL NOW target: the booking form with this subject already chosen (DESIGN.md section 9). */
export function enrollHref(courseId: string): string {
  return `/joinclass?course=${encodeURIComponent(courseId)}#bookid`;
}
