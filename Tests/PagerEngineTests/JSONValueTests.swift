import Testing

@testable import PagerEngine

struct JSONValueTests {
    @Test func writesCompactJSONWithExactNumbers() {
        let value: JSONValue = ["a": [1, 0.3, -2.5, 1e-7], "b": "x\"y", "c": nil, "d": true, "é": [:]]
        #expect(value.compactText == #"{"a":[1,0.3,-2.5,1e-07],"b":"x\"y","c":null,"d":true,"é":{}}"#)
    }

    @Test func objectsReplaceInPlaceAndRemoveWithNil() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        object["a"] = nil
        object["d"] = 4
        #expect(JSONValue.object(object).compactText == #"{"b":"two","c":3,"d":4}"#)
    }

    @Test func aRepeatedLiteralKeyKeepsTheLastValueAtTheFirstPlace() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(JSONValue.object(object).compactText == #"{"a":3,"b":2}"#)
    }

    @Test func describesValuesForMessages() {
        #expect(JSONValue.string("yes").plainDescription == #"the string "yes""#)
        #expect(JSONValue.number(2.5).plainDescription == "the number 2.5")
        #expect(JSONValue.array([]).plainDescription == "a list")
        #expect(JSONValue.object([:]).plainDescription == "an object")
        #expect(JSONValue.null.plainDescription == "null")
        #expect(JSONValue.string(String(repeating: "x", count: 50)).plainDescription.hasSuffix(#"xxx…""#))
    }

    @Test func subscriptsReachIntoObjectsAndArrays() {
        let value: JSONValue = ["items": [["id": "home"]]]
        #expect(value["items"]?[0]?["id"] == "home")
        #expect(value["items"]?[1] == nil)
        #expect(value["missing"] == nil)
        #expect(value[0] == nil)
    }
}
