#import <Foundation/Foundation.h>

@interface TerminalPreferences : NSObject
@property (class, readonly) TerminalPreferences *shared;
@property BOOL showsAdvancedKeys;
@end
