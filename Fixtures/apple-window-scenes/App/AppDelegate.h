#import <UIKit/UIKit.h>

@class FoldersViewController;

@interface AppDelegate : NSObject <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) FoldersViewController *foldersViewController;

@end
