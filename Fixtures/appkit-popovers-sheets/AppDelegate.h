#import <Cocoa/Cocoa.h>

@class RulesWindowController;
@class StatusItem;

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property(strong) RulesWindowController *rulesWindowController;
@property(strong) StatusItem *statusItem;
@end
