/// The temperature axis: whole ticks of 0.5, 1, 2 or 5 (in the display unit) around every
/// value shown, at least four steps tall.
struct TemperatureScale: Equatable {
    /// The lowest tick, in tenths of a degree.
    let low: Int
    /// The highest tick, in tenths of a degree.
    let high: Int
    /// The distance between ticks, in tenths of a degree.
    let step: Int

    /// The scale for `values` (tenths of a degree, at least one), with 0.3° to spare on
    /// either side and at most 10 steps.
    init(values: [Int]) {
        let lowest = (values.min() ?? 365) - 3
        let highest = (values.max() ?? 375) + 3
        let step =
            [5, 10, 20, 50].first { step in
                TemperatureScale.ceiling(highest, step) - TemperatureScale.floor(lowest, step)
                    <= 10 * step
            } ?? 100
        var low = TemperatureScale.floor(lowest, step)
        var high = TemperatureScale.ceiling(highest, step)
        while high - low < 4 * step {
            if (high - low) / step % 2 == 0 { high += step } else { low -= step }
        }
        self.low = low
        self.high = high
        self.step = step
    }

    private static func floor(_ value: Int, _ step: Int) -> Int {
        value >= 0 ? value / step * step : -((-value + step - 1) / step * step)
    }

    private static func ceiling(_ value: Int, _ step: Int) -> Int {
        -floor(-value, step)
    }
}
