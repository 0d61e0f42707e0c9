export const FIRST_NAMES = [
    'Maria', 'James', 'Ana', 'Robert', 'Linda', 'Carlos', 'Patricia', 'Michael', 'Sofia', 'David',
    'Elena', 'William', 'Lucia', 'Richard', 'Carmen', 'Joseph', 'Rosa', 'Thomas', 'Isabel', 'Daniel',
    'Grace', 'Anthony', 'Teresa', 'Mark', 'Olivia', 'Luis', 'Emily', 'Jorge', 'Hannah', 'Kevin',
] as const;

export const LAST_NAMES = [
    'Lopez', 'Carter', 'Nguyen', 'Garcia', 'Johnson', 'Martinez', 'Brown', 'Rodriguez', 'Davis', 'Hernandez',
    'Wilson', 'Gonzalez', 'Anderson', 'Perez', 'Thomas', 'Sanchez', 'Moore', 'Ramirez', 'Jackson', 'Torres',
    'White', 'Rivera', 'Harris', 'Flores', 'Clark', 'Gomez', 'Lewis', 'Diaz', 'Walker', 'Reyes',
] as const;

export const AGENCY_WORDS = [
    'Sunshine', 'Harbor', 'Summit', 'Prairie', 'Coastal', 'Evergreen', 'Liberty', 'Keystone', 'Pioneer', 'Heritage',
    'Golden', 'Northstar', 'Riverbend', 'Cornerstone', 'Lakeside', 'Bluebonnet', 'Magnolia', 'Redwood', 'Granite', 'Silverline',
] as const;

export const AGENCY_SUFFIXES = [
    'Benefits Group', 'Insurance Marketing', 'Senior Solutions', 'Health Advisors', 'Insurance Agency',
    'Financial Partners', 'Medicare Services', 'Benefit Partners',
] as const;
