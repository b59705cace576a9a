import { BOOKABLE_COURSES, type BookableCourse } from '../../../../shared/courses.js';

function groupCourses(courses: readonly BookableCourse[]): Map<BookableCourse['group'], BookableCourse[]> {
  const groups = new Map<BookableCourse['group'], BookableCourse[]>();
  for (const course of courses) {
    groups.set(course.group, [...(groups.get(course.group) ?? []), course]);
  }
  return groups;
}

/** The bookable courses of the shared catalogue as grouped <option>s. */
export function CourseOptions() {
  return (
    <>
      <option value="" disabled>
        Choose a course or subject
      </option>
      {[...groupCourses(BOOKABLE_COURSES)].map(([group, courses]) => (
        <optgroup key={group} label={group}>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
