#import "TerminalPreferences.h"

@implementation TerminalPreferences

+ (TerminalPreferences *)shared {
    static TerminalPreferences *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [TerminalPreferences new]; });
    return shared;
}

- (BOOL)showsAdvancedKeys {
    return [NSUserDefaults.standardUserDefaults boolForKey:@"showsAdvancedKeys"];
}

@end
