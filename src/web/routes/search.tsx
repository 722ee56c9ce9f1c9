// Work in progress: this screen is being built.
export default function Screen() {
  return <p>Coming soon.</p>;
}
