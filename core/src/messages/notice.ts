/** A refusal or a toast: its title and its sentence. */
export interface Notice {
  title: string;
  message: string;
}
