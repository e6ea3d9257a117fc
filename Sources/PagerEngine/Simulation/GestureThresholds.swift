/// The numbers iOS uses to tell taps, drags and swipes apart (UIKit defaults, see docs/simulation.md).
public enum GestureThresholds {
    /// Movement in points before a touch becomes a drag (UIScrollView's pan hysteresis).
    public static let slop = 10.0
    /// How long UIScrollView holds a touch before handing it to a button inside it
    /// (`delaysContentTouches`): a move before this scrolls the bar, after it the button keeps the touch.
    public static let contentTouchDelay = 0.15
    /// How far outside its bounds a finger may lift and still tap a button (UIControl's touch-up-inside).
    public static let tapTolerance = 70.0
    /// The distance a swipe on a `.swipe` bar must cover along the bar, points.
    public static let swipeDistance = 30.0
    /// The longest a swipe may take, seconds.
    public static let swipeDuration = 0.5
}
