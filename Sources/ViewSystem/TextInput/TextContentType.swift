import Foundation

/// What a text field's text is (`UITextContentType`): a name, an address, a password, a one-time
/// code … so that the system can offer to fill it in.
///
/// On the page it sets the editor's `autocomplete` token (`password` → `current-password`,
/// `oneTimeCode` → `one-time-code` …), which browsers and password managers fill in by; types
/// HTML has no token for (`location`, `flightNumber` …) and your own turn autofill off.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name (UIKit's, as in `UITextContentType.username.rawValue`).
    public let rawValue: String

    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The same, unlabelled (as `UITextContentType("…")` is written).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `name` (autocomplete `name`).
    public static let name = TextContentType(rawValue: "Name")
    /// `namePrefix` (autocomplete `honorific-prefix`).
    public static let namePrefix = TextContentType(rawValue: "NamePrefix")
    /// `givenName` (autocomplete `given-name`).
    public static let givenName = TextContentType(rawValue: "GivenName")
    /// `middleName` (autocomplete `additional-name`).
    public static let middleName = TextContentType(rawValue: "MiddleName")
    /// `familyName` (autocomplete `family-name`).
    public static let familyName = TextContentType(rawValue: "FamilyName")
    /// `nameSuffix` (autocomplete `honorific-suffix`).
    public static let nameSuffix = TextContentType(rawValue: "NameSuffix")
    /// `nickname` (autocomplete `nickname`).
    public static let nickname = TextContentType(rawValue: "Nickname")
    /// `jobTitle` (autocomplete `organization-title`).
    public static let jobTitle = TextContentType(rawValue: "JobTitle")
    /// `organizationName` (autocomplete `organization`).
    public static let organizationName = TextContentType(rawValue: "OrganizationName")
    /// `location` (no autocomplete token).
    public static let location = TextContentType(rawValue: "Location")
    /// `fullStreetAddress` (autocomplete `street-address`).
    public static let fullStreetAddress = TextContentType(rawValue: "FullStreetAddress")
    /// `streetAddressLine1` (autocomplete `address-line1`).
    public static let streetAddressLine1 = TextContentType(rawValue: "StreetAddressLine1")
    /// `streetAddressLine2` (autocomplete `address-line2`).
    public static let streetAddressLine2 = TextContentType(rawValue: "StreetAddressLine2")
    /// `addressCity` (autocomplete `address-level2`).
    public static let addressCity = TextContentType(rawValue: "AddressCity")
    /// `addressState` (autocomplete `address-level1`).
    public static let addressState = TextContentType(rawValue: "AddressState")
    /// `addressCityAndState` (no autocomplete token).
    public static let addressCityAndState = TextContentType(rawValue: "AddressCityAndState")
    /// `sublocality` (autocomplete `address-level3`).
    public static let sublocality = TextContentType(rawValue: "Sublocality")
    /// `countryName` (autocomplete `country-name`).
    public static let countryName = TextContentType(rawValue: "CountryName")
    /// `postalCode` (autocomplete `postal-code`).
    public static let postalCode = TextContentType(rawValue: "PostalCode")
    /// `telephoneNumber` (autocomplete `tel`).
    public static let telephoneNumber = TextContentType(rawValue: "TelephoneNumber")
    /// `emailAddress` (autocomplete `email`).
    public static let emailAddress = TextContentType(rawValue: "EmailAddress")
    /// `URL` (autocomplete `url`).
    public static let URL = TextContentType(rawValue: "URL")
    /// `creditCardNumber` (autocomplete `cc-number`).
    public static let creditCardNumber = TextContentType(rawValue: "CreditCardNumber")
    /// `username` (autocomplete `username`).
    public static let username = TextContentType(rawValue: "Username")
    /// `password` (autocomplete `current-password`).
    public static let password = TextContentType(rawValue: "Password")
    /// `newPassword` (autocomplete `new-password`).
    public static let newPassword = TextContentType(rawValue: "NewPassword")
    /// `oneTimeCode` (autocomplete `one-time-code`).
    public static let oneTimeCode = TextContentType(rawValue: "OneTimeCode")
    /// `shipmentTrackingNumber` (no autocomplete token).
    public static let shipmentTrackingNumber = TextContentType(rawValue: "ShipmentTrackingNumber")
    /// `flightNumber` (no autocomplete token).
    public static let flightNumber = TextContentType(rawValue: "FlightNumber")
    /// `dateTime` (no autocomplete token).
    public static let dateTime = TextContentType(rawValue: "DateTime")
    /// `birthdate` (autocomplete `bday`).
    public static let birthdate = TextContentType(rawValue: "Birthdate")
    /// `birthdateDay` (autocomplete `bday-day`).
    public static let birthdateDay = TextContentType(rawValue: "BirthdateDay")
    /// `birthdateMonth` (autocomplete `bday-month`).
    public static let birthdateMonth = TextContentType(rawValue: "BirthdateMonth")
    /// `birthdateYear` (autocomplete `bday-year`).
    public static let birthdateYear = TextContentType(rawValue: "BirthdateYear")
    /// `creditCardSecurityCode` (autocomplete `cc-csc`).
    public static let creditCardSecurityCode = TextContentType(rawValue: "CreditCardSecurityCode")
    /// `creditCardName` (autocomplete `cc-name`).
    public static let creditCardName = TextContentType(rawValue: "CreditCardName")
    /// `creditCardGivenName` (autocomplete `cc-given-name`).
    public static let creditCardGivenName = TextContentType(rawValue: "CreditCardGivenName")
    /// `creditCardMiddleName` (autocomplete `cc-additional-name`).
    public static let creditCardMiddleName = TextContentType(rawValue: "CreditCardMiddleName")
    /// `creditCardFamilyName` (autocomplete `cc-family-name`).
    public static let creditCardFamilyName = TextContentType(rawValue: "CreditCardFamilyName")
    /// `creditCardExpiration` (autocomplete `cc-exp`).
    public static let creditCardExpiration = TextContentType(rawValue: "CreditCardExpiration")
    /// `creditCardExpirationMonth` (autocomplete `cc-exp-month`).
    public static let creditCardExpirationMonth = TextContentType(rawValue: "CreditCardExpirationMonth")
    /// `creditCardExpirationYear` (autocomplete `cc-exp-year`).
    public static let creditCardExpirationYear = TextContentType(rawValue: "CreditCardExpirationYear")
    /// `creditCardType` (autocomplete `cc-type`).
    public static let creditCardType = TextContentType(rawValue: "CreditCardType")

    /// The HTML `autocomplete` token the page gives an editor of this type (`nil`: none, autofill off).
    public var autocompleteToken: String? { Self.tokens[rawValue] }

    private static let tokens: [String: String] = [
        "Name": "name",
        "NamePrefix": "honorific-prefix",
        "GivenName": "given-name",
        "MiddleName": "additional-name",
        "FamilyName": "family-name",
        "NameSuffix": "honorific-suffix",
        "Nickname": "nickname",
        "JobTitle": "organization-title",
        "OrganizationName": "organization",
        "FullStreetAddress": "street-address",
        "StreetAddressLine1": "address-line1",
        "StreetAddressLine2": "address-line2",
        "AddressCity": "address-level2",
        "AddressState": "address-level1",
        "Sublocality": "address-level3",
        "CountryName": "country-name",
        "PostalCode": "postal-code",
        "TelephoneNumber": "tel",
        "EmailAddress": "email",
        "URL": "url",
        "CreditCardNumber": "cc-number",
        "Username": "username",
        "Password": "current-password",
        "NewPassword": "new-password",
        "OneTimeCode": "one-time-code",
        "Birthdate": "bday",
        "BirthdateDay": "bday-day",
        "BirthdateMonth": "bday-month",
        "BirthdateYear": "bday-year",
        "CreditCardSecurityCode": "cc-csc",
        "CreditCardName": "cc-name",
        "CreditCardGivenName": "cc-given-name",
        "CreditCardMiddleName": "cc-additional-name",
        "CreditCardFamilyName": "cc-family-name",
        "CreditCardExpiration": "cc-exp",
        "CreditCardExpirationMonth": "cc-exp-month",
        "CreditCardExpirationYear": "cc-exp-year",
        "CreditCardType": "cc-type",
    ]
}
