/// "properties with no counterpart in Android's Jetpack code", "our iOS SwiftUI views": a
/// device's name said right before one of its code platforms says whose code it is; the code
/// platform is the value, and the device asks nothing of its own.
extension SentenceValues {
    static func devicesOfTheirCode(_ values: [SentenceValue]) -> [SentenceValue] {
        values.indices.compactMap { index in
            let value = values[index]
            guard index + 1 < values.count, value.readings[.codePlatform] == nil, let device = value.readings[.devicePlatform] else { return value }
            let next = values[index + 1]
            return next.range.lowerBound == value.range.upperBound && next.readings[.codePlatform] != nil
                && next.readings[.devicePlatform] == device ? nil : value
        }
    }
}
