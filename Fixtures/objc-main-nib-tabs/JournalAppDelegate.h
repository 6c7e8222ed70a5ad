#import <UIKit/UIKit.h>

@class PreferencesController;

@interface JournalAppDelegate : NSObject <UIApplicationDelegate>

@property (nonatomic, strong) IBOutlet UIWindow *window;
@property (nonatomic, strong) UITabBarController *tabs;
@property (nonatomic, readonly) PreferencesController *preferencesController;

@end
