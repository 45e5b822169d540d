import ViewSystem

extension CollectionViewBase {
    /// Shows, moves or removes the rubber band's view to match `rubberBandRect`.
    func updateRubberBandView() {
        guard let rect = rubberBandRect else {
            rubberBandView?.removeFromSuperview()
            rubberBandView = nil
            return
        }
        let view = rubberBandView ?? RubberBandView(frame: rect)
        if view.superview !== self { addSubview(view) }
        view.frame = rect
        rubberBandView = view
    }
}
